import { http, HttpResponse } from 'msw';
import { authUrl, server } from './mswServer';

/** next-auth's sign-out endpoints; returns the form bodies it received. */
export function answerSignOut(): URLSearchParams[] {
  const signOuts: URLSearchParams[] = [];
  server.use(
    http.get(authUrl('/csrf'), () => HttpResponse.json({ csrfToken: 'csrf-token' })),
    http.post(authUrl('/signout'), async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      signOuts.push(body);
      return HttpResponse.json({ url: `http://localhost:3000${body.get('callbackUrl')}` });
    }),
  );
  return signOuts;
}
