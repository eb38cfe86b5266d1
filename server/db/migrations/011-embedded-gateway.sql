-- A payment-gateway deposit account may open inside the product: the payment method
-- screen frames the gateway page (paymentGatewayIframeUrl) instead of sending the browser away.
-- The operator turns it on or off per account (operator console, sites section, and the CLI).
ALTER TABLE deposit_accounts ADD COLUMN embedded boolean NOT NULL DEFAULT false;
