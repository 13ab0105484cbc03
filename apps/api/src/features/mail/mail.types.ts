/** A file sent with a message (an invoice), made when the message is sent. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** One e-mail, both parts always present: some clients show only the text. */
export type MailMessage = {
  to: string;
  /** Where an answer goes when not to the sender (the contact form: the shopper). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/**
 * Makes the file a queued message names (`{ kind, ref }`) when it is sent: the outbox row keeps the
 * reference, not the bytes. Null when there is nothing to attach any more (the order is gone).
 */
export type AttachmentMaker = (ref: string) => Promise<MailAttachment | null>;

export type Mailer = {
  /** Where messages go: 'smtp', or 'mailbox' for files under <dataDir>/mail. */
  readonly transport: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};
