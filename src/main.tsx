import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { getEnv, type AppEnv } from '@/config/env';
import './index.css';

const root = createRoot(document.getElementById('root')!);

let env: AppEnv | undefined;
try {
  env = getEnv();
} catch (error) {
  console.error(error);
  root.render(<ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />);
}

if (env) {
  root.render(
    <StrictMode>
      <App env={env} />
    </StrictMode>,
  );
}
