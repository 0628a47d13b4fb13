/*
| JavaScript entrypoint for running ace commands. It registers the TypeScript loader
| (ts-node-maintained) so that commands can import TypeScript source files.
*/
import 'ts-node-maintained/register/esm'

await import('./bin/console.js')
