import type { SendMailRequest } from '../../../domain/validation/mail-request';
import { renderAccountCreated } from './account-created';
import { renderPolicyIssued } from './policy-issued';
import type { MailContext, RenderedMail } from './rendered-mail';
import { renderSavedQuote } from './saved-quote';

/** The message a send-mail request stands for, in Spanish. */
export function renderMail(request: SendMailRequest, context: MailContext): RenderedMail {
  switch (request.mailCode) {
    case 'saved-quote':
      return renderSavedQuote(request.content, context);
    case 'policy-issued':
      return renderPolicyIssued(request.content);
    case 'account-created':
      return renderAccountCreated(request.content);
  }
}
