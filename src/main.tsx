import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { getEnv } from '@/config/env';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App env={getEnv()} />
  </StrictMode>,
);
