import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('reads TRUST_PROXY as a number of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY must be true, false or the number of proxies/);
  });

  it('has defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.mailUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.publicUrlSet).toBe(false);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '3000', HOST: '127.0.0.1', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h:5432/db',
      MAIL_URL: 'smtp://mail:25', MAIL_FROM: 'Basera <hi@basera.pk>', ADMIN_EMAIL: 'ops@basera.pk',
      PUBLIC_URL: 'https://basera.pk/', SEED_DEMO: 'false',
    });
    expect(c).toMatchObject({
      port: 3000, host: '127.0.0.1', dataDir: '/tmp/x', databaseUrl: 'postgres://u@h:5432/db',
      mailUrl: 'smtp://mail:25', mailFrom: 'Basera <hi@basera.pk>', adminEmail: 'ops@basera.pk',
      publicUrl: 'https://basera.pk', publicUrlSet: true, seedDemo: false,
    });
  });

  it('reads the web-push settings', () => {
    const c = loadConfig({ ADMIN_EMAIL: 'Ops <ops@basera.pk>' });
    expect(c.vapid).toBeUndefined();
    expect(c.vapidSubject).toBe('mailto:ops@basera.pk');
    expect(c.pushServices).toContain('https://fcm.googleapis.com');
    const pub = Buffer.alloc(65, 4).toString('base64url');
    const priv = Buffer.alloc(32, 1).toString('base64url');
    expect(loadConfig({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'https://basera.pk', PUSH_SERVICES: 'http://127.0.0.1:9000, https://*.push.example' }))
      .toMatchObject({ vapid: { publicKey: pub, privateKey: priv }, vapidSubject: 'https://basera.pk', pushServices: ['http://127.0.0.1:9000', 'https://*.push.example'] });
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: 'abc' }, /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' }, /VAPID_PUBLIC_KEY must be a P-256 public key/],
    [{ VAPID_SUBJECT: 'ops@basera.pk' }, /VAPID_SUBJECT must be a mailto: or https: address/],
    [{ PUSH_SERVICES: 'https://fcm.googleapis.com/fcm' }, /PUSH_SERVICES lists origins/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ MAIL_URL: 'not a url' }, /MAIL_URL is not a valid URL/],
    [{ ADMIN_EMAIL: 'nobody' }, /ADMIN_EMAIL is not a valid e-mail/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be true or false/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL must start with http/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be 16 to 256 printable characters/],
    [{ METRICS_TOKEN: 'has a space in the middle' }, /METRICS_TOKEN must be 16 to 256 printable characters/],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, /SHUTDOWN_TIMEOUT_MS must be a whole number/],
    [{ LISTEN_BACKLOG: '0' }, /LISTEN_BACKLOG must be between 1 and 65535/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT is set but S3_BUCKET is not/],
    [{ S3_REGION: 'auto', S3_PREFIX: 'a/' }, /S3_REGION, S3_PREFIX are set but S3_BUCKET is not/],
    [{ S3_BUCKET: 'Photos_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'ab' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must start with http/],
    [{ S3_BUCKET: 'photos', S3_REGION: 'EU West' }, /S3_REGION must be a region name/],
    [{ S3_BUCKET: 'photos', S3_PREFIX: 'basera' }, /S3_PREFIX must be folder names ending in "\/"/],
    [{ S3_BUCKET: 'photos', S3_PREFIX: '../x/' }, /S3_PREFIX must be folder names/],
    [{ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_BUCKET: 'photos', AWS_ACCESS_KEY_ID: 'AKIA0000' }, /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/],
    [{ WEB_CONCURRENCY: '2' }, /WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\)/],
    [{ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/basera' }, /WEB_CONCURRENCY must be between 1 and 64/],
    [{ PAGE_CACHE_SECONDS: 'soon' }, /PAGE_CACHE_SECONDS must be a whole number/],
    [{ DATABASE_READ_URL: 'postgres://replica/basera' }, /DATABASE_READ_URL needs DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://db/basera', DATABASE_READ_URL: 'postgres://r1/basera,mysql://r2' }, /DATABASE_READ_URL must start with postgres/],
    [{ DATABASE_DIRECT_URL: 'postgres://db/basera' }, /DATABASE_DIRECT_URL needs DATABASE_URL/],
    [{ SMS_GATEWAY_URL: 'ftp://sms.example.pk' }, /SMS_GATEWAY_URL must start with http:\/\/ or https:\/\//],
    [{ SMS_GATEWAY_TOKEN: 'x'.repeat(20) }, /SMS_GATEWAY_TOKEN is set but SMS_GATEWAY_URL is not/],
    [{ SMS_GATEWAY_URL: 'https://sms.example.pk/send', SMS_GATEWAY_FORMAT: 'xml' }, /SMS_GATEWAY_FORMAT must be json or form/],
    [{ SMS_GATEWAY_URL: 'https://sms.example.pk/send', SMS_GATEWAY_NUMBERS: 'local' }, /SMS_GATEWAY_NUMBERS must be national, international or e164/],
    [{ SMS_GATEWAY_URL: 'https://sms.example.pk/send', SMS_GATEWAY_FIELDS: 'phone=mobile' }, /SMS_GATEWAY_FIELDS must be pairs/],
    [{ SMS_GATEWAY_URL: 'https://sms.example.pk/send', SMS_GATEWAY_FIELDS: 'token=api_key' }, /names a token field but SMS_GATEWAY_TOKEN is not set/],
    [{ SMS_GATEWAY_URL: 'https://sms.example.pk/send', SMS_SENDER: 'A sender id far too long' }, /SMS_SENDER must be 1 to 11/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('has metrics off, a 10 s shutdown bound and a 4096 backlog unless told otherwise', () => {
    const c = loadConfig({});
    expect(c.metricsToken).toBeUndefined();
    expect(c.shutdownTimeoutMs).toBe(10_000);
    expect(c.listenBacklog).toBe(4096);
    const set = loadConfig({ METRICS_TOKEN: 'scrape-me-0123456789', SHUTDOWN_TIMEOUT_MS: '2500', LISTEN_BACKLOG: '1024' });
    expect([set.metricsToken, set.shutdownTimeoutMs, set.listenBacklog]).toEqual(['scrape-me-0123456789', 2500, 1024]);
  });

  it('keeps photos on disk unless S3_BUCKET is set, and reads the S3 settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'basera-photos' }).s3).toEqual({
      bucket: 'basera-photos', prefix: '', region: 'us-east-1', endpoint: undefined, forcePathStyle: false,
    });
    expect(loadConfig({ S3_BUCKET: 'photos', AWS_REGION: 'eu-central-1' }).s3?.region).toBe('eu-central-1');
    // A custom endpoint (MinIO) is addressed by path unless told otherwise.
    expect(loadConfig({
      S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'auto', S3_PREFIX: 'basera/live/',
      AWS_ACCESS_KEY_ID: 'key', AWS_SECRET_ACCESS_KEY: 'secret',
    }).s3).toEqual({ bucket: 'photos', prefix: 'basera/live/', region: 'auto', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('runs one process with a 30 s page cache unless told otherwise; several workers with PostgreSQL', () => {
    const c = loadConfig({});
    expect([c.webConcurrency, c.pageCacheSeconds]).toEqual([1, 30]);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    const set = loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/basera', PAGE_CACHE_SECONDS: '0' });
    expect([set.webConcurrency, set.pageCacheSeconds]).toEqual([4, 0]);
  });

  it('reads replicas from a comma-separated DATABASE_READ_URL; none and no direct address by default', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/basera' })).toMatchObject({ databaseReadUrls: [], databaseDirectUrl: undefined });
    expect(loadConfig({
      DATABASE_URL: 'postgres://pgbouncer:6432/basera', DATABASE_DIRECT_URL: 'postgres://db:5432/basera',
      DATABASE_READ_URL: ' postgres://r1:5432/basera, postgresql://r2:5432/basera ,',
    })).toMatchObject({ databaseReadUrls: ['postgres://r1:5432/basera', 'postgresql://r2:5432/basera'], databaseDirectUrl: 'postgres://db:5432/basera' });
  });

  it('renders pages on one worker thread unless told otherwise (SSR_THREADS)', () => {
    expect(loadConfig({}).ssrThreads).toBe(1);
    expect(loadConfig({ SSR_THREADS: '0' }).ssrThreads).toBe(0);
    expect(loadConfig({ SSR_THREADS: '3' }).ssrThreads).toBe(3);
    expect(() => loadConfig({ SSR_THREADS: '17' })).toThrow(/SSR_THREADS must be between 0 and 16/);
  });

  it('hashes passwords at full cost unless a test asks for less, and refuses a cheaper cost outside tests', () => {
    expect(loadConfig({}).passwordHashLogN).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test', TEST_PASSWORD_HASH_COST: '10' }).passwordHashLogN).toBe(10);
    expect(() => loadConfig({ TEST_PASSWORD_HASH_COST: '10' })).toThrow(/TEST_PASSWORD_HASH_COST is for tests only/);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_PASSWORD_HASH_COST: '10' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_PASSWORD_HASH_COST: '4' })).toThrow(/between 10 and 15/);
  });

  it('writes text messages to files unless an SMS gateway is named, and reads the gateway\'s form', () => {
    expect(loadConfig({}).smsGateway).toBeUndefined();
    expect(loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.pk/send' }).smsGateway).toEqual({
      url: 'https://sms.example.pk/send', token: undefined, format: 'json', numbers: 'e164', expect: '', sender: 'Basera',
      fields: { to: 'to', text: 'text', sender: 'sender', token: undefined },
    });
    expect(loadConfig({
      SMS_GATEWAY_URL: 'https://sendpk.com/api/sms.php?username=923001234567&password=secret', SMS_GATEWAY_FORMAT: 'form',
      SMS_GATEWAY_FIELDS: 'to=mobile, text=message', SMS_GATEWAY_NUMBERS: 'international', SMS_GATEWAY_EXPECT: 'OK', SMS_SENDER: 'BASERA',
    }).smsGateway).toMatchObject({ format: 'form', numbers: 'international', expect: 'OK', sender: 'BASERA', fields: { to: 'mobile', text: 'message', sender: 'sender' } });
  });
});
