import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { ConsoleRouter } from './app/router';
import './app/theme.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <ConsoleRouter />
    </Providers>
  </StrictMode>,
);
