/**
 * Docker cannot run on the machines the suite runs on, so the deployment files (Dockerfile, compose.yaml,
 * deploy/Caddyfile; docs/DEPLOY.md) are checked against what they name: the settings the server reads, the
 * scripts of package.json, the endpoints the server serves, and the packages the run stage installs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readConfig } from '../../server/config';
import { importStatements } from '../architecture/importStatements';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

type Service = { environment?: Record<string, string>; ports?: string[] };
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const shopServices = Object.entries(compose.services).filter(([name]) => name.startsWith('shop-'));

/** compose's `${NAME:?message}` and `${NAME:-default}`, filled as an operator's environment would. */
const filled = (environment: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      value.replace(/\$\{([A-Z_]+)(?::[?-][^}]*)?\}/g, (_, name: string) =>
        name === 'PUBLIC_ORIGIN'
          ? 'https://shop.example'
          : name === 'SMS_GATEWAY_URL'
            ? 'https://sms.example/send'
            : `${name.toLowerCase()}-value`,
      ),
    ]),
  );

describe('the deployment files (docs/DEPLOY.md)', () => {
  it('runs two shop instances whose every setting is one the server reads, and that start in production mode', () => {
    expect(shopServices.map(([name]) => name)).toEqual(['shop-1', 'shop-2']);
    const configSource = read('server/config.ts');
    for (const [, service] of shopServices) {
      const environment = filled(service.environment ?? {});
      for (const name of Object.keys(environment))
        expect(configSource).toMatch(new RegExp(`^  ${name}: z`, 'm'));
      expect(readConfig(environment)).toMatchObject({ mode: 'production', proxyHops: 1 });
    }
  });

  it('builds with the scripts of package.json and runs what `npm run serve` runs, checking /healthz', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain('RUN npm run build');
    expect(packageJson.scripts.build).toBeDefined();
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(command ?? '[]').join(' ')).toBe(packageJson.scripts.serve);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(dockerfile).toContain('USER node');
  });

  it('sends shoppers through Caddy to both instances, each only while its /readyz says ready', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy shop-1:8787 shop-2:8787/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    expect(read('Dockerfile')).toContain('PORT=8787');
  });

  it('installs every package the server and the code it shares import in the run stage (production dependencies)', () => {
    const files = ['server', 'src'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name)),
    );
    const packages = new Set(
      files.flatMap((file) =>
        importStatements(relative(root, file), readFileSync(file, 'utf8'))
          .filter(
            ({ target, typeOnly }) => !typeOnly && !target.startsWith('.') && !target.startsWith('node:'),
          )
          .map(({ target }) =>
            target
              .split('/')
              .slice(0, target.startsWith('@') ? 2 : 1)
              .join('/'),
          ),
      ),
    );
    expect(packages.size).toBeGreaterThan(5);
    const missing = [...packages].filter(
      (name) => !(name in packageJson.dependencies) && !name.startsWith('virtual:'),
    );
    expect(missing).toEqual([]);
  });
});
