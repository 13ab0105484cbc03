/** One e-mail, both parts always present: some clients show only the text. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Where messages go: 'smtp', or 'mailbox' for files under <dataDir>/mail. */
  readonly transport: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};
