import { languageStorageKey } from "#app/i18n/language.ts";

/**
 * Inline <head> script for every page. It marks <html data-js> (CSS then leaves menus to the scripts),
 * and on an English page it applies i18next's detection order — stored choice, then the browser's
 * languages, then the page's lang — caching the result, and sends an Amharic reader to /am before any
 * English is painted. It is a plain string so the Content-Security-Policy can allow it by hash.
 */
export const languageDetectionScript = `(function(){var d=document.documentElement;d.setAttribute("data-js","");if(d.lang!=="en")return;try{var k=${JSON.stringify(languageStorageKey)},p=function(v){v=String(v||"").toLowerCase().split("-")[0];return v==="en"||v==="am"?v:null},l=p(localStorage.getItem(k));if(!l){var n=navigator.languages||[navigator.language];for(var i=0;i<n.length&&!l;i++)l=p(n[i]);l=l||p(d.lang)||"en";localStorage.setItem(k,l)}if(l==="am"){d.style.display="none";location.replace("/am"+(location.pathname==="/"?"":location.pathname)+location.search+location.hash)}}catch(e){}})()`;
