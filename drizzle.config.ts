import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-sales.ts',
    './src/db/schema-hospitals.ts',
    './src/db/schema-cms.ts',
    './src/db/schema-reviews.ts',
    './src/db/schema-analytics.ts',
    './src/db/schema-email.ts',
    './src/db/schema-device-sync.ts',
    './src/db/schema-console.ts',
    './src/db/schema-console-leads.ts',
    './src/db/schema-console-exports.ts',
    './src/db/schema-console-passkeys.ts',
    './src/db/schema-contact.ts',
    './src/db/schema-console-media.ts',
    './src/db/schema-console-catalogue.ts',
    './src/db/schema-console-pages.ts',
    './src/sandbox/schema.ts',
  ],
  out: './src/db/migrations',
});
