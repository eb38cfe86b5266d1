/** How the server runs: development seeds fixtures and opens developer aids; production does neither. */
export type AppMode = 'development' | 'production';
