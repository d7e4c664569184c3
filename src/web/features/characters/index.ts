/** Characters' public surface for other features (landing, chat). */
export { useCharacter, useCharacterTotal } from './api';
export { CharacterImage } from './CharacterImage';
export { fetchCharacterList } from './api';
