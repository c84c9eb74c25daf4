import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/.tmp-coupons-debug',
  timeout: 120000,
  use: { baseURL: 'http://localhost:4104', locale: 'es-VE', timezoneId: 'America/Caracas', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
});
