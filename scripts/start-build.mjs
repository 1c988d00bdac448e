// `npm start`'s build: the server bundle first (esbuild, about a second), then the client's build and
// the database's preparation (build/prepare.js: PGlite's initdb, the migrations, the demo catalogue)
// side by side. Each is mostly one busy thread, so on two cores a first start costs about the longer
// of the two instead of their sum; on a prepared database the preparation takes a second or two.
// The server then opens a database that is ready (`node build/server.js`, the script's next step).
import { spawn } from 'node:child_process';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const serverBuilt = await run(npm, ['run', '--silent', 'build:server']);
if (serverBuilt !== 0) process.exit(serverBuilt);
const [client, database] = await Promise.all([
  run(npm, ['run', 'build:client']),
  run(process.execPath, ['build/prepare.js']),
]);
if (client !== 0) process.exit(client);
if (database !== 0) {
  console.error('npm start: the database could not be prepared (its error is above)');
  process.exit(database);
}
