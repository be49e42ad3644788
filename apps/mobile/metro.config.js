/* eslint-disable @typescript-eslint/no-require-imports -- Metro reads a CommonJS config file */
// Metro for the wrapper: the bridge imports the message protocol from packages/shared by path
// (apps/mobile is not an npm workspace of the root), so Metro must watch that folder too.
const path = require('node:path');
const { getDefaultConfig } = require('expo/metro-config');

const config = getDefaultConfig(__dirname);
config.watchFolders = [path.resolve(__dirname, '../../packages/shared/src')];
module.exports = config;
