// The user module's public entry: the demo seed hashes its password, and the console's login runs the
// same hashing and brute-force rules, only through this file.
export { loginGuard } from './login-guard';
export { hashPassword, verifyPassword } from './password';
