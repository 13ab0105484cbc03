import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { devMailRoutes, isLoopbackHost } from './dev-mail.routes.js';
import { type AttachmentMaker, MAIL_TOPIC, mailOutboxHandler } from './mail.service.js';
import { createMailer, mailboxDir } from './mailer.js';

/**
 * Delivers queued mail (call after registerOutbox) and, in development on a loopback address,
 * serves the local mailbox at /dev/mail. `makers` make the attachments queued mail names, by kind.
 */
export async function registerMail(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config'>,
  makers: Record<string, AttachmentMaker> = {},
) {
  const mailer = createMailer(deps.config);
  if (deps.config.isProduction && mailer.transport === 'mailbox') {
    app.log.warn(`SMTP_URL is not set: e-mail is only written to ${mailboxDir(deps.config)}`);
  }
  app.outbox.handle(MAIL_TOPIC, mailOutboxHandler(mailer, makers));
  app.addHook('onClose', async () => mailer.close());
  if (!deps.config.isProduction && !isLoopbackHost(deps.config.HOST)) {
    app.log.info(`/dev/mail is off: HOST=${deps.config.HOST} is not a loopback address`);
  }
  if (!deps.config.isProduction && isLoopbackHost(deps.config.HOST)) {
    await app.register(devMailRoutes, {
      prefix: '/dev/mail',
      dir: mailboxDir(deps.config),
      transport: mailer.transport,
    });
  }
}
