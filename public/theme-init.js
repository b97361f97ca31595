// The stored theme applies before the first paint (no flash of the wrong theme or direction).
// A file of its own, loaded before the app: the Content-Security-Policy allows no inline script.
(function () {
  try {
    var s = JSON.parse(localStorage.getItem('sideline.theme') || '{}');
    var d = document.documentElement;
    d.dir = s.rtl ? 'rtl' : 'ltr';
    d.setAttribute('data-theme', s.dark ? 'dark' : 'light');
    var lang = localStorage.getItem('sideline.language');
    if (lang === 'es' || lang === 'en') d.lang = lang;
  } catch {
    // storage unavailable (private mode): the defaults stay
  }
})();
