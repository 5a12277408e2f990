/** The home screen's code: a screen of the route table, and fetched ahead while signing in (preload.ts). */
export const loadWelcome = () => import('../features/manage/welcome/WelcomePage.tsx');
