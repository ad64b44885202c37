/**
 * The editor integration of the published schemas: the YAML language server (the engine of VS Code's YAML extension
 * and of most editors' YAML support) reads the `# yaml-language-server: $schema=…` modeline of a Scan and of a values
 * file, fetches the schema from a local HTTP server that serves the published files, and reports the mistakes.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {createRequire} from 'node:module';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SCHEMA_ROOT, SITE_URL, crdSchemaPath, schemaUrl, valuesSchemaPath} from '../../plugins/schemas/generate';
import {fileOfUrl, publishedRoot} from '../lib/published-schemas';

/** A diagnostic as the server publishes it (LSP positions are 0-based). */
interface Diagnostic {
  message: string;
  severity?: number;
  range: {start: {line: number; character: number}};
}

/** A minimal LSP client over stdio: requests, notifications and the diagnostics the server publishes. */
class LanguageClient {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();
  private readonly diagnostics = new Map<string, (list: Diagnostic[]) => void>();

  constructor(private readonly server: ChildProcessWithoutNullStreams) {
    server.stdout.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
  }

  private drain(): void {
    for (;;) {
      const header = this.buffer.indexOf('\r\n\r\n');
      if (header < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, header).toString())?.[1]);
      if (this.buffer.length < header + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(header + 4, header + 4 + length).toString()) as {
        id?: number;
        method?: string;
        params?: {uri: string; diagnostics: Diagnostic[]};
        result?: unknown;
      };
      this.buffer = this.buffer.subarray(header + 4 + length);
      if (message.method === 'textDocument/publishDiagnostics' && message.params) {
        this.diagnostics.get(message.params.uri)?.(message.params.diagnostics);
      } else if (message.method && message.id !== undefined) {
        // A request from the server (configuration, registrations): answer with what a plain client would.
        const result =
          message.method === 'workspace/configuration' ? [{validate: true, schemaStore: {enable: false}}] : null;
        this.send({jsonrpc: '2.0', id: message.id, result});
      } else if (message.id !== undefined) {
        this.pending.get(message.id)?.(message.result);
      }
    }
  }

  private send(message: object): void {
    const body = JSON.stringify(message);
    this.server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  request(method: string, params: object): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send({jsonrpc: '2.0', id, method, params});
    });
  }

  notify(method: string, params: object): void {
    this.send({jsonrpc: '2.0', method, params});
  }

  /** Opens a document and resolves with the first non-empty diagnostics the server publishes for it. */
  diagnose(uri: string, text: string): Promise<Diagnostic[]> {
    return new Promise((resolve) => {
      this.diagnostics.set(uri, (list) => {
        if (list.length > 0) resolve(list);
      });
      this.notify('textDocument/didOpen', {textDocument: {uri, languageId: 'yaml', version: 1, text}});
    });
  }
}

describe('the YAML language server with the published schemas', () => {
  let http: Server;
  let origin = '';
  let server: ChildProcessWithoutNullStreams;
  let client: LanguageClient;

  beforeAll(async () => {
    const root = await publishedRoot();
    http = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
      try {
        const body = readFileSync(fileOfUrl(root, `${SITE_URL}${path}`));
        response.writeHead(200, {'content-type': 'application/json'}).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const bin = createRequire(import.meta.url).resolve('yaml-language-server/bin/yaml-language-server');
    server = spawn(process.execPath, [bin, '--stdio'], {stdio: 'pipe', env: {...process.env, NO_PROXY: '127.0.0.1'}});
    client = new LanguageClient(server);
    await client.request('initialize', {processId: process.pid, rootUri: null, capabilities: {}});
    client.notify('initialized', {});
    client.notify('workspace/didChangeConfiguration', {
      settings: {yaml: {validate: true, hover: false, completion: false, schemaStore: {enable: false}}},
    });
  }, 60_000);

  afterAll(async () => {
    server.kill();
    await new Promise((resolve) => http.close(resolve));
  });

  /** The local URL of a published schema path (the same path as on the site). */
  const local = (path: string): string => schemaUrl(path).replace(SITE_URL, origin);

  it('reports a misspelt field and a wrong type in a Scan at their lines', async () => {
    const text = [
      `# yaml-language-server: $schema=${local(crdSchemaPath('execution.securecodebox.io', 'Scan', 'v1'))}`,
      'apiVersion: execution.securecodebox.io/v1',
      'kind: Scan',
      'metadata:',
      '  name: nmap-scanme',
      'spec:',
      '  scanType: nmap',
      '  parameter:',
      '    - scanme.nmap.org',
      '  ttlSecondsAfterFinished: soon',
      '',
    ].join('\n');
    const diagnostics = await client.diagnose('file:///work/scan.yaml', text);
    const summary = diagnostics.map(({message, range}) => `${range.start.line + 1}: ${message}`);
    expect(summary.sort()).toEqual([
      '10: Incorrect type. Expected "integer".',
      '6: Missing property "parameters".',
      '8: Property parameter is not allowed.',
    ]);
  }, 60_000);

  it('reports an unknown key, a 2.x key and a value outside the enum in a values file', async () => {
    const text = [
      `# yaml-language-server: $schema=${local(valuesSchemaPath('nmap'))}`,
      'parserImage:',
      '  tag: 2.0.0',
      'scanner:',
      '  nameApend: -privileged',
      '  image:',
      '    pullPolicy: Sometimes',
      '',
    ].join('\n');
    const diagnostics = await client.diagnose('file:///work/nmap-values.yaml', text);
    const summary = diagnostics.map(({message, range}) => `${range.start.line + 1}: ${message}`);
    // The removed key is reported twice: its deprecation message, and the `not: {}` that fails any value below it.
    expect(summary.sort()).toEqual([
      '2: secureCodeBox 2.x read this key; 5.8.0 does not. Use parser.image.',
      '3: Matches a schema that is not allowed.',
      '5: Property nameApend is not allowed.',
      '7: Value is not accepted. Valid values: "Always", "IfNotPresent", "Never".',
    ]);
  }, 60_000);

  it('serves the schemas under the path the site publishes them at', () => {
    expect(local(valuesSchemaPath('nmap'))).toBe(`${origin}/${SCHEMA_ROOT}/v5.8.0/charts/nmap/values.schema.json`);
  });
});
