-- Product staff (docs/decisions/099): a staff user may open the inspector (/inspector) and
-- export the event journal in a production build. Set and cleared by the operator (users section:
-- Make staff / Remove staff); nothing a user sends can change it.
ALTER TABLE users ADD COLUMN is_staff boolean NOT NULL DEFAULT false;
