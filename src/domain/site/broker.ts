/**
 * The broker's CNSF registration when the deployment sets none (BROKER_REGISTRATION): the server
 * prints it on the policy's carátula and the client build cites it on the home page and footer.
 */
export const developmentBrokerRegistration = 'D-0000 (desarrollo)';

/**
 * The broker that operates the site when the deployment names none (BROKER_NAME): the legal
 * texts, the home page's disclaimer and the policy's carátula name it, whatever brand the
 * visitor sees.
 */
export const defaultBrokerName = 'Cotizauto';
