/** An idea's first line, cut to 80 characters: how the triage names an idea. */
export const shortTitle = (text: string) => {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 77).trimEnd()}...` : line;
};
