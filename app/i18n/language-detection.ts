import { languageChoiceParam, languageCookieAttributes, languageStorageKey } from "#app/i18n/language.ts";

/**
 * Inline <head> script for every page. It marks <html data-js> (CSS then leaves menus to the scripts).
 * Reached by the language switcher's link (`?lang=am`, the page's own language), it remembers the choice,
 * in local storage and in the cookie the server reads, and takes the mark off the address: a switch made
 * before the page's scripts ran sticks too (decision 21). On an English page it then applies the spec's
 * detection order (the chosen language, from the cookie or local storage, then the browser's languages,
 * then the page's lang), caching the result, and sends an Amharic reader to /am before any English is
 * painted. It is a plain string so the Content-Security-Policy can allow it by hash.
 */
export const languageDetectionScript = `(function(){var d=document.documentElement;d.setAttribute("data-js","");try{var k=${JSON.stringify(languageStorageKey)},p=function(v){v=String(v||"").toLowerCase().split("-")[0];return v==="en"||v==="am"?v:null},q=new URLSearchParams(location.search),c=p(q.get(${JSON.stringify(languageChoiceParam)}));if(c&&c===d.lang){localStorage.setItem(k,c);document.cookie=k+"="+c+${JSON.stringify(languageCookieAttributes)}+(location.protocol==="https:"?"; Secure":"");q.delete(${JSON.stringify(languageChoiceParam)});q=q.toString();history.replaceState(history.state,"",location.pathname+(q?"?"+q:"")+location.hash)}if(d.lang!=="en")return;var m=document.cookie.match(/(?:^|; )${languageStorageKey}=(en|am)(?:;|$)/),l=p(m&&m[1]);if(l)localStorage.setItem(k,l);else l=p(localStorage.getItem(k));if(!l){var n=navigator.languages||[navigator.language];for(var i=0;i<n.length&&!l;i++)l=p(n[i]);l=l||p(d.lang)||"en";localStorage.setItem(k,l)}if(l==="am"){d.style.display="none";location.replace("/am"+(location.pathname==="/"?"":location.pathname)+location.search+location.hash)}}catch(e){}})()`;
