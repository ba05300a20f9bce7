// The nginx and PgBouncer configuration files compose.yaml mounts (deploy/), made by the same
// functions as the scale run's, so the two topologies cannot drift apart. A test compares them;
// `node scripts/scale/deploy-configs.mjs --write` rewrites them after a change to configs.mjs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConfig, pgbouncerConfig } from './configs.mjs';
import { DATABASE, PGBOUNCER_PORT, root } from './topology.mjs';

/** Container paths and service names, as compose.yaml names them. */
export const COMPOSE = {
  instances: 3,
  portalPort: 3000,
  nginxPort: 8080,
  postgres: { host: 'postgres', port: 5432, user: 'portal' },
};

export function deployConfigs() {
  const pgbouncer = pgbouncerConfig({ directory: '/etc/pgbouncer', database: DATABASE, postgres: COMPOSE.postgres, port: PGBOUNCER_PORT });
  return {
    'deploy/nginx.conf': nginxConfig({
      directory: '/var/cache/nginx',
      listen: `0.0.0.0:${COMPOSE.nginxPort}`,
      foreground: true,
      upstreams: Array.from({ length: COMPOSE.instances }, (_, index) => `portal-${index + 1}:${COMPOSE.portalPort}`),
    }),
    'deploy/pgbouncer.ini': pgbouncer['pgbouncer.ini'].replace(/^listen_addr = .*$/m, 'listen_addr = 0.0.0.0').replace(/^unix_socket_dir = .*$/m, 'unix_socket_dir =').replace(/^logfile = .*\n/m, '').replace(/^pidfile = .*\n/m, ''),
    'deploy/userlist.txt': pgbouncer['userlist.txt'],
  };
}

if (process.argv.includes('--write')) {
  for (const [file, text] of Object.entries(deployConfigs())) writeFileSync(path.join(root, file), text);
  console.info('deploy/ configuration files written');
}
