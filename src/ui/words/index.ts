/**
 * Every shared fault's words, registered on load: one lazy chunk the registry loads with each tool's screen, kept
 * out of the entry (a tool is where a fault can show).
 */
import.meta.glob(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true });
