/** Lets non-React code (the API client) navigate through the router once the app has created it. */
let go: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(navigate: (to: string) => void): void {
  go = navigate;
}

export function navigateTo(to: string): void {
  go(to);
}

export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}
