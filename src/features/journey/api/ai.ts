/**
 * The AI module, fetched only when the journey first needs it, so the SDK stays out of the first
 * page load (DESIGN §6).
 */
export const loadAi = () => import('@/lib/ai');

export type AiModule = Awaited<ReturnType<typeof loadAi>>;
