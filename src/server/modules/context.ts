import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Config } from '../config';
import type { ServerKeys } from './session/keys';

/** What a feature module gets from the app when it registers its routes. */
export type ModuleContext = {
  config: Config;
  db: Db;
  keys: ServerKeys;
  /** HMAC of a client IP (never store or log the raw address). */
  hashIp: (ip: string) => string;
  log: FastifyBaseLogger;
};
