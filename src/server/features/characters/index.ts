export {
  createCharactersService,
  type CharacterForChat,
  type CharactersService,
} from './service.js';
export { registerCharacterRoutes } from './routes.js';
export {
  cardJson,
  cardPng,
  characterFromCard,
  readCard,
  cardFromJson,
  type CardVersion,
} from './cards.js';
export type { CardFields } from './manage.js';
export { registerPortraitRoutes, renderPortrait } from './portraits.js';
