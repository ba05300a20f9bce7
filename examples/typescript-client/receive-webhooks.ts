// Receives Service Portal webhook deliveries, verifies each with the standardwebhooks package
// (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature) and prints it.
//   SERVICE_PORTAL_WEBHOOK_SECRET=whsec_… [PORT=8787] npx tsx examples/typescript-client/receive-webhooks.ts
// Give the webhook a public https:// address that forwards to this port.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { requiredEnv } from './client.ts';

const webhook = new Webhook(requiredEnv('SERVICE_PORTAL_WEBHOOK_SECRET'));
const port = Number(process.env.PORT ?? 8787);

/** The three signature headers of a delivery, as the verifier takes them. */
const signatureHeaders = (headers: IncomingHttpHeaders) => ({
  'webhook-id': String(headers['webhook-id'] ?? ''),
  'webhook-timestamp': String(headers['webhook-timestamp'] ?? ''),
  'webhook-signature': String(headers['webhook-signature'] ?? ''),
});

createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  const headers = signatureHeaders(request.headers);
  try {
    // Verify the raw body: parsing and re-serialising it first would break the signature.
    const event = webhook.verify(Buffer.concat(chunks).toString('utf8'), headers);
    // webhook-id is the same on every retry of a delivery: use it to ignore a repeat.
    console.log(`${headers['webhook-id']}: ${JSON.stringify(event)}`);
    response.writeHead(204).end();
  } catch (error) {
    // A bad signature, a timestamp more than 5 minutes off, or a body that is not JSON.
    console.warn(`Refused a delivery: ${error instanceof Error ? error.message : String(error)}`);
    response.writeHead(400).end();
  }
}).listen(port, () => console.log(`Waiting for deliveries on port ${port}`));
