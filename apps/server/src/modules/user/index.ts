// The user module's public entry: the demo seed hashes its password only through this file.
export { hashPassword } from './password';
