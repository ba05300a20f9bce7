// Posts a remote, fixed-price work order with the API key from the environment (an optional file
// attached), then finds it in the list of work orders.
//   SERVICE_PORTAL_URL=https://portal.example.com SERVICE_PORTAL_API_KEY=sp_… \
//   [SERVICE_PORTAL_ATTACHMENT=./scope.pdf] npx tsx examples/typescript-client/post-order.ts
import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { components } from './api.generated.ts';
import { createServicePortalClient, describeRefusal, toMultipart } from './client.ts';

const client = createServicePortalClient();

// The ids a draft refers to come from the API's lists.
const categories = await client.GET('/api/v1/customers/get-category');
const paymentDays = await client.GET('/api/v1/customers/get-payment-days');
const category = categories.data?.data[0];
const paymentDay = paymentDays.data?.data[0];
if (!category || !paymentDay) throw new Error('The category and payment-day lists are empty');

const start = new Date(Date.now() + 7 * 86_400_000);
const draft: components['schemas']['WorkOrderDraft'] = {
  basic_info: { title: 'Replace a failed POS terminal', category_id: category.id, description: 'Swap the terminal at lane 3 and test a sale.' },
  location: { location_type: 2 },
  scheduling: { start_date: start.toISOString().slice(0, 10), start_time: '09:00', timezone: 'America/Chicago' },
  pricing: { payment_type: 2, fixed_amount: 180, payment_day_id: paymentDay.id }, // 2: a fixed price
};

const attachment = process.env.SERVICE_PORTAL_ATTACHMENT;
const documents = attachment ? [new File([await openAsBlob(attachment)], basename(attachment), { type: 'application/pdf' })] : [];

// The same Idempotency-Key on a retry (a timeout, a dropped connection) answers the first answer
// again instead of posting a second order.
const posted = await client.POST('/api/v1/customers/customer_assignments', {
  params: { header: { 'idempotency-key': randomUUID() } },
  body: { data: draft, documents },
  bodySerializer: toMultipart,
});
if (!posted.data) throw new Error(`Posting refused: ${describeRefusal(posted.response.status, posted.error)}`);
const order = posted.data.data;
console.log(`Posted work order ${order.id}: ${order.basic_info.title}`);

const listed = await client.GET('/api/v1/customers/customer_assignments', { params: { query: { sort_by: 'created_at', order: 'desc', per_page: 20 } } });
if (!listed.data) throw new Error(`Listing refused: ${describeRefusal(listed.response.status, listed.error)}`);
const found = listed.data.data.data.find((summary) => summary.id === order.id);
console.log(found ? `Listed: #${found.id} ${found.title}, status ${found.status}, starts ${found.start_at}` : `Work order ${order.id} is not on the first page`);
console.log(`RateLimit-Remaining: ${listed.response.headers.get('RateLimit-Remaining') ?? 'not sent'}`);
