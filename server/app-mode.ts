// Its own module so the app and the routes it mounts (login) can both name it without importing each other.

/** `development` hands out the demo login code and the default admin secret; `production` never does. */
export type AppMode = 'development' | 'production';
