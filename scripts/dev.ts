/**
 * `npm run dev`: the API in watch mode on API_PORT (default 8081) and Vite with hot reload on PORT
 * (default 8080), which proxies /api to it.
 */
import concurrently from 'concurrently';

const apiPort = process.env.API_PORT ?? '8081';
const { result } = concurrently(
  [
    { name: 'api', command: 'tsx watch --clear-screen=false server/main.ts', env: { PORT: apiPort, STATIC_DIR: '' }, prefixColor: 'blue' },
    { name: 'console', command: 'vite', env: { API_PORT: apiPort }, prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
