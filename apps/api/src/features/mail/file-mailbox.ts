import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mail.types.js';

/** The summary of a saved message: its attachments are listed by name, type and size (the .eml has them). */
export type MailboxEntry = Omit<MailMessage, 'attachments'> & {
  id: string;
  date: string;
  attachments?: { filename: string; contentType: string; size: number }[];
};

// Ids start with the time, so sorting names sorts messages; the pattern also rules out path tricks.
const idPattern = /^\d{13}-[0-9a-f]{8}$/;

export function isMailboxId(id: string): boolean {
  return idPattern.test(id);
}

/** Writes the raw message (.eml) and a summary (.json) side by side; returns the message id. */
export async function saveToMailbox(dir: string, raw: Buffer, message: MailMessage): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const id = `${String(Date.now()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
  const { attachments, ...rest } = message;
  const entry: MailboxEntry = {
    id,
    date: new Date().toISOString(),
    ...rest,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
          })),
        }
      : {}),
  };
  await fs.writeFile(path.join(dir, `${id}.eml`), raw);
  // The summary is written last: a listed message always has its .eml.
  await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
  return id;
}

/** Newest first. */
export async function listMailbox(dir: string): Promise<MailboxEntry[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const ids = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -5))
    .filter(isMailboxId)
    .sort()
    .reverse();
  const entries = await Promise.all(ids.map((id) => readMailboxMessage(dir, id)));
  return entries.filter((e): e is MailboxEntry => e !== null);
}

export async function readMailboxMessage(dir: string, id: string): Promise<MailboxEntry | null> {
  if (!isMailboxId(id)) return null;
  try {
    return JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), 'utf8')) as MailboxEntry;
  } catch {
    return null;
  }
}

export async function readMailboxSource(dir: string, id: string): Promise<Buffer | null> {
  if (!isMailboxId(id)) return null;
  return fs.readFile(path.join(dir, `${id}.eml`)).catch(() => null);
}
