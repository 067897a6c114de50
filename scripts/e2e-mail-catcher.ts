// The browser specs' mail server: the app sends real mail to it over SMTP (the same in-process
// server the integration tests use), and specs read the messages and their codes from a small
// JSON endpoint (GET /mail?to=address). Loopback only.
import { createServer } from 'node:http';
import { startTestSmtp } from '../server/test/smtp.ts';

export async function startMailCatcher(smtpPort: number, httpPort: number) {
  const smtp = await startTestSmtp({ port: smtpPort });
  const http = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(smtp.to(to).map(({ to, text, at }) => ({ to, text, at }))));
  }).listen(httpPort, '127.0.0.1');
  return { close: () => Promise.all([smtp.close(), new Promise((r) => http.close(r))]) };
}
