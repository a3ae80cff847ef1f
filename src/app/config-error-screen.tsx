/**
 * Shown instead of the app when an environment variable is malformed (DESIGN §3). Plain markup:
 * nothing else of the app has started.
 */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-xl rounded-card border border-danger-600/30 bg-surface p-8 shadow-card">
        <h1 className="text-2xl font-bold text-danger-700">Clarity cannot start</h1>
        <p className="mt-3 text-ink">The app’s configuration has a problem:</p>
        <p className="mt-3 rounded-control bg-surface-sunken px-4 py-3 font-mono text-sm break-words">{message}</p>
        <p className="mt-4 text-ink-muted">
          Fix the variable in your <code>.env</code> (see <code>.env.example</code>) and restart the app.
        </p>
      </div>
    </main>
  );
}
