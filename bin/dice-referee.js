#!/usr/bin/env node
// Entry point of the `dice-referee` command: runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
