/** The one call the bench makes (the package ships no types). */
declare module 'braintree-web-drop-in' {
  const dropin: {
    create(options: { authorization: string; container: HTMLElement }): Promise<unknown>;
  };
  export default dropin;
}
