// The configuration files of the scale-out topology (PgBouncer and nginx), as text.
import path from 'node:path';

/** PgBouncer in transaction mode: many client connections share a few server ones. */
export function pgbouncerConfig({ directory, database, postgres, port }) {
  return {
    'pgbouncer.ini': [
      '[databases]',
      `${database} = host=${postgres.host} port=${postgres.port} dbname=${database} user=${postgres.user}`,
      '',
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${directory}`,
      'auth_type = trust',
      `auth_file = ${path.join(directory, 'userlist.txt')}`,
      // A server connection is held for one transaction only: no session state (LISTEN, advisory
      // locks, named prepared statements) may be relied on through it.
      'pool_mode = transaction',
      'max_client_conn = 2000',
      'default_pool_size = 20',
      'reserve_pool_size = 5',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${path.join(directory, 'pgbouncer.log')}`,
      `pidfile = ${path.join(directory, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
    'userlist.txt': `"${postgres.user}" ""\n`,
  };
}

/**
 * nginx round-robin over the instances: event streams unbuffered, only idempotent requests
 * retried elsewhere. `foreground` for a container (logs on stderr, no pid file of ours).
 */
export function nginxConfig({ directory, listen, upstreams, foreground = false, runAsRoot = false }) {
  const temp = (name) => `${name} ${path.join(directory, 'temp', name.replace(/_path$/, ''))};`;
  const head = foreground
    ? 'daemon off;\nworker_processes 2;\nerror_log stderr warn;'
    : `${runAsRoot ? 'user root;\n' : ''}daemon on;\nworker_processes 2;\npid ${path.join(directory, 'nginx.pid')};\nerror_log ${path.join(directory, 'error.log')} warn;`;
  return `${head}
events { worker_connections 8192; }
http {
  access_log off;
  ${temp('client_body_temp_path')}
  ${temp('proxy_temp_path')}
  ${temp('fastcgi_temp_path')}
  ${temp('uwsgi_temp_path')}
  ${temp('scgi_temp_path')}
  upstream portal {
${upstreams.map((host) => `    server ${host} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    # Shorter than Node's own 5 s keep-alive: nginx lets an idle connection go before the instance
    # closes it, never sending a request down a connection that is closing (a 502 for a write).
    keepalive_timeout 4s;
  }
  server {
    listen ${listen};
    client_max_body_size 30m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A failed connection or a dead instance is retried on the next one, for idempotent methods
    # only: nginx passes a POST, PATCH or DELETE on to another instance only when told to, and is not.
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 2;
    location /api/v1/events {
      proxy_pass http://portal;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://portal;
      proxy_read_timeout 120s;
    }
  }
}
`;
}
