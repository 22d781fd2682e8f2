/**
 * The broker's CNSF registration when the deployment sets none (BROKER_REGISTRATION): the server
 * prints it on the policy's carátula and the client build cites it on the home page and footer.
 */
export const developmentBrokerRegistration = 'D-0000 (desarrollo)';
