/* Precept: run in <head> before the page is drawn (a blocking script, so the page never flashes the wrong
   appearance). Marks the page as scripted (`js` class), restores the theme, contrast and color vision choices
   saved by precept.js and guidelines.js (the color vision preview for the session, by swatches.js), and sets data-appearance (light, dark, light-increased-contrast or
   dark-increased-contrast), which the stylesheets and live swatches follow. One shared file rather than
   inline in every page: about 900 bytes less a page, and a site whose Content-Security-Policy allows no
   inline script works. */
(function(d){var r=d.documentElement;r.className+=" js";try{var s=window.localStorage,t=s.getItem("precept-theme"),c=s.getItem("precept-contrast"),v=window.sessionStorage.getItem("precept-cvd");if(t==="light"||t==="dark"){r.setAttribute("data-theme",t);}if(c==="more"||c==="standard"){r.setAttribute("data-contrast",c);}if(v&&v!=="none"){r.setAttribute("data-cvd",v);}}catch(e){}var m=function(q){return window.matchMedia&&window.matchMedia(q).matches;},k=r.getAttribute("data-theme"),n=r.getAttribute("data-contrast"),dk=k?k==="dark":m("(prefers-color-scheme: dark)"),hc=n?n==="more":m("(prefers-contrast: more)");r.setAttribute("data-appearance",(dk?"dark":"light")+(hc?"-increased-contrast":""));})(document);
