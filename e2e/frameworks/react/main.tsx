import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const query = new URLSearchParams(location.search);
createRoot(document.getElementById('root')!).render(
  <App chargeUuid={query.get('charge') ?? ''} baseUrl={query.get('base') ?? ''} />,
);
