-- The hot-read caches (server/cache/hot-cache.ts) are told of every change to the rows they keep,
-- whoever writes them (this process, another server process, an operator's SQL): each changed row
-- sends `<table>:<key>` on the channel hot_cache, after its transaction commits.
CREATE FUNCTION hot_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('hot_cache', TG_TABLE_NAME || ':' || (changed ->> TG_ARGV[0]));
  RETURN NULL;
END
$$;

CREATE TRIGGER wallets_hot_cache AFTER UPDATE OR DELETE ON wallets
  FOR EACH ROW EXECUTE FUNCTION hot_cache_notify('user_id');
CREATE TRIGGER sessions_hot_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION hot_cache_notify('user_id');
CREATE TRIGGER users_hot_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION hot_cache_notify('id');
CREATE TRIGGER sites_hot_cache AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION hot_cache_notify('id');
CREATE TRIGGER wallet_settings_hot_cache AFTER INSERT OR UPDATE OR DELETE ON wallet_settings
  FOR EACH ROW EXECUTE FUNCTION hot_cache_notify('site_id');

-- socket.io's PostgreSQL adapter (server/cluster/cluster.ts) passes a message over NOTIFY's 8000-byte
-- limit through this table (its documented schema).
CREATE TABLE socket_io_attachments (
  id          bigserial UNIQUE,
  created_at  timestamptz DEFAULT NOW(),
  payload     bytea
);
