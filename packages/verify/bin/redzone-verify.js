#!/usr/bin/env node
// The built command (npm run build -w @redzone/verify); in this repository `npm run verify -- FILE`
// runs the TypeScript source instead.
import '../dist/cli.js';
