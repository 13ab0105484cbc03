import net from 'node:net';

export type RawAnswer = { status: number; head: string; body: string; contentType?: string };

/** Sends bytes exactly as given and reads the whole answer until the server closes; rejects without a status line. */
export function sendRawForAnswer(url: string, head: string, body?: Buffer, timeoutMs = 15_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(headText.split('\r\n', 1)[0]?.split(' ')[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const contentType = /^content-type:\s*(.+)$/im.exec(headText)?.[1]?.trim();
      resolve({ status, head: headText, body: rest.join('\r\n\r\n'), contentType });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('connect', () => {
      socket.write(head);
      // The server may answer and close before the whole body is written; that is allowed.
      if (body) socket.write(body, () => {});
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', finish);
    socket.on('close', finish);
  });
}
