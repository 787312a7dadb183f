/**
 * Everything an illustration of scripts/gen-images.ts draws with, in one namespace: the kit
 * (./kit.ts), outdoor scenery (./scenery.ts), rooms (./rooms.ts) and furniture (./furniture.ts).
 */
export * from './kit';
export * from './scenery';
export * from './rooms';
export * from './furniture';
