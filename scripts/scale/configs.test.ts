import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from './configs.mjs';
import { deployConfigs } from './deploy-configs.mjs';
import { instanceEnvironment, root } from './topology.mjs';

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('scale-out configuration', () => {
  it('keeps deploy/ as the scale run makes it (node scripts/scale/deploy-configs.mjs --write)', () => {
    for (const [file, text] of Object.entries(deployConfigs())) expect(read(file), file).toBe(text);
  });

  it("gives compose.yaml's instances the scale run's settings", () => {
    const compose = read('compose.yaml');
    const settings = Object.entries(instanceEnvironment(0));
    for (const [name, value] of settings) {
      expect(compose, name).toMatch(new RegExp(`^    ${name}: `, 'm'));
      // Addresses, secrets and paths are the containers' own; the rest is the same.
      if (/URL|SECRET|TOKEN|DIR|PORT/.test(name)) continue;
      expect(compose, name).toMatch(new RegExp(`^    ${name}: "?${value}"?$`, 'm'));
    }
  });

  it('streams live events unbuffered and never retries a write on another instance', () => {
    const config = nginxConfig({ directory: '/tmp/x', listen: '127.0.0.1:8080', upstreams: ['127.0.0.1:3301', '127.0.0.1:3302'] });
    const events = config.slice(config.indexOf('location /api/v1/events'));
    expect(events.slice(0, events.indexOf('}'))).toContain('proxy_buffering off;');
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(config).not.toContain('non_idempotent');
    expect(config.match(/server 127\.0\.0\.1:330\d/g)).toHaveLength(2);
  });
});
