// `npm run test:api:pg` runs the API tests on PostgreSQL; without TEST_DATABASE_URL the harness
// would fall back to PGlite and the run would pass without having touched PostgreSQL.
if (!process.env.TEST_DATABASE_URL?.trim()) {
  console.error(
    '\n  npm run test:api:pg needs TEST_DATABASE_URL (a PostgreSQL server URL it may create databases on), e.g.\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:api:pg\n',
  );
  process.exit(1);
}
