import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./clean-pasted-html";
import { decodeEntities } from "./html-strings";
import { convertWordLists } from "./word-lists";

// What Word for Windows puts on the clipboard, trimmed to the parts that matter.
const WORD_DOCUMENT = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!--
p.MsoNormal {mso-style-parent:""; margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
@list l0:level1 {mso-level-number-format:bullet;}
--></style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>
<body lang=EN-GB style='tab-interval:36.0pt'>
<!--StartFragment-->
<h1 style='margin-top:12.0pt'><span lang=EN-US style='mso-ansi-language:EN-US'>Cloud costs<o:p></o:p></span></h1>
<p class=MsoNormal><span style='font-family:"Georgia",serif;color:#C00000'>A <b>bold</b> and <i>calm</i> plan with a <a href="https://example.org/report">report</a>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Measure first<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Per team<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Then cut<o:p></o:p></p>
<p class=MsoNormal>Steps:</p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->Audit<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->Report<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
<tr style='mso-yfti-irow:0'><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Service<o:p></o:p></b></p></td></tr>
<tr><td width=301 valign=top style='width:225.4pt'><p class=MsoNormal>Storage<o:p></o:p></p></td></tr>
</table>
<p class=MsoNormal><img width=200 height=100 src="file:///C:/Users/me/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" v:shapes="Picture_x0020_1"></p>
<!--EndFragment-->
</body></html>`;

describe("cleanPastedHtml on a Word document", () => {
  const { html, droppedImages } = cleanPastedHtml(WORD_DOCUMENT);

  it("drops Word's head, styles, XML, comments and namespaced tags", () => {
    expect(html).not.toMatch(
      /<style|<xml|<meta|<head|<!--|<!\[|<o:p|<\/o:p|<w:|mso-|MsoNormal|@list/i,
    );
  });

  it("drops classes, fonts, colours and every other inline style", () => {
    expect(html).not.toMatch(/class=|lang=|style=|width=|valign|border/i);
    expect(html).not.toMatch(/Georgia|C00000|Courier|Symbol/);
  });

  it("keeps headings, emphasis, links and tables", () => {
    expect(html).toContain("<h1><span>Cloud costs</span></h1>");
    expect(html).toContain("<b>bold</b>");
    expect(html).toContain("<i>calm</i>");
    expect(html).toContain('<a href="https://example.org/report">report</a>');
    expect(html).toMatch(
      /<table>\s*<tr><td><p><b>Service<\/b><\/p><\/td><\/tr>\s*<tr><td><p>Storage<\/p><\/td><\/tr>\s*<\/table>/,
    );
  });

  it("turns Word's list paragraphs into nested lists without the typed markers", () => {
    expect(html).toContain(
      "<ul><li>Measure first<ul><li>Per team</li></ul></li><li>Then cut</li></ul>",
    );
    expect(html).toContain("<ol><li>Audit</li><li>Report</li></ol>");
    expect(html).not.toMatch(/·|>o<|1\.|2\./);
  });

  it("drops blank spacing paragraphs and the local image, counting the image", () => {
    expect(html).not.toMatch(/<p>(\s|&nbsp;)*<\/p>/);
    expect(html).not.toContain("<img");
    expect(droppedImages).toBe(1);
  });
});

describe("cleanPastedHtml on Word's numbered headings", () => {
  it("drops the typed number, with or without the conditional comments", () => {
    expect(
      cleanPastedHtml(
        "<h1 style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span><![endif]>Intro</h1>" +
          "<h2 style='mso-list:l1 level2 lfo2'><span style='mso-list:Ignore'>1.1<span style='font:7pt'>&nbsp;</span></span>Scope</h2>",
      ).html,
    ).toBe("<h1>Intro</h1><h2>Scope</h2>");
  });
});

describe("cleanPastedHtml on web pages", () => {
  it("keeps Google Docs' bold and italic styles, and its normal-weight wrapper", () => {
    const pasted =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;font-style:normal;vertical-align:baseline;">Bold</span><span style="font-size:11pt;font-style:italic;">italic</span></p></b>';
    expect(cleanPastedHtml(pasted).html).toBe(
      '<b style="font-weight:normal"><p><span style="font-weight:700;font-style:normal;vertical-align:baseline">Bold</span><span style="font-style:italic">italic</span></p></b>',
    );
  });

  it("does not read a link's underline as the author's emphasis", () => {
    expect(
      cleanPastedHtml(
        '<p><a href="https://example.org"><span style="color:#1155cc;text-decoration:underline;">site</span></a> <span style="text-decoration:underline">mine</span></p>',
      ).html,
    ).toBe(
      '<p><a href="https://example.org"><span>site</span></a> <span style="text-decoration:underline">mine</span></p>',
    );
  });

  it("turns links to addresses the site does not publish into text, and counts them", () => {
    const result = cleanPastedHtml(
      '<p><a href="javascript:alert(1)">a</a> <a href="jav&#x61;script:alert(1)">b</a> <a href="#top">c</a> <a href="/insights/x" class="x" target="_blank">d</a> <a href="mailto:hi@example.org">e</a></p>',
    );
    expect(result.html).toBe(
      '<p><a>a</a> <a>b</a> <a>c</a> <a href="/insights/x">d</a> <a href="mailto:hi@example.org">e</a></p>',
    );
    expect(result.droppedLinks).toBe(3);
  });

  it("keeps media library images with alt text and drops the others", () => {
    const result = cleanPastedHtml(
      '<p><img src="/media/0123456789abcdef0123-1200.jpg" alt="A chart" width="600" height="300" class="hero" loading="eager" onerror="x()"></p>' +
        '<img src="/media/0123456789abcdef0123-800.jpg">' +
        '<img src="https://cdn.example.org/a.png" alt="Another site">' +
        '<img src="http://cdn.example.org/c.png" alt="Plain http">' +
        '<img src="data:image/png;base64,AAAA" alt="Inline">',
    );
    expect(result.html).toBe(
      '<p><img src="/media/0123456789abcdef0123-1200.jpg" alt="A chart" width="600" height="300"></p>',
    );
    expect(result.droppedImages).toBe(4);
  });

  it("drops scripts, styles, frames and event handlers", () => {
    const { html } = cleanPastedHtml(
      '<style>p{color:red}</style><script>alert(1)</script><p onclick="x()" style="color:red;font-weight:bold">Text</p><iframe src="https://evil.example"></iframe><svg><text>icon</text></svg>',
    );
    expect(html).toBe('<p style="font-weight:bold">Text</p>');
  });

  it("keeps a '>' inside an attribute value from ending the tag", () => {
    expect(
      cleanPastedHtml(
        '<a href="https://example.org/?q=a>b" title="x > y">z</a>',
      ).html,
    ).toBe('<a href="https://example.org/?q=a>b" title="x > y">z</a>');
  });

  it("takes the fragment out of a whole document", () => {
    expect(
      cleanPastedHtml(
        "<html><body><!--StartFragment--><p>Only this</p><!--EndFragment--></body></html>",
      ).html,
    ).toBe("<p>Only this</p>");
  });
});

describe("convertWordLists", () => {
  const item = (level: number, marker: string, text: string) =>
    `<p class=MsoListParagraph style='mso-list:l0 level${level} lfo1'><![if !supportLists]><span style='mso-list:Ignore'>${marker}<span>&nbsp;</span></span><![endif]>${text}</p>`;

  it("starts a new list when the marker kind changes at the same level", () => {
    expect(convertWordLists(item(1, "·", "a") + item(1, "1.", "b"))).toBe(
      "<ul><li>a</li></ul><ol><li>b</li></ol>",
    );
  });

  it("reads letters and bracketed numbers as numbering", () => {
    expect(
      convertWordLists(item(1, "a)", "x") + "\n" + item(1, "(2)", "y")),
    ).toBe("<ol><li>x</li><li>y</li></ol>");
  });

  it("closes deeper levels when the list climbs back out", () => {
    expect(
      convertWordLists(
        item(1, "1.", "a") +
          item(2, "a.", "b") +
          item(3, "i.", "c") +
          item(1, "2.", "d"),
      ),
    ).toBe(
      "<ol><li>a<ol><li>b<ol><li>c</li></ol></li></ol></li><li>d</li></ol>",
    );
  });

  it("ends a list at the first paragraph that is not an item", () => {
    expect(
      convertWordLists(
        item(1, "·", "a") + "<p class=MsoNormal>after</p>" + item(1, "·", "b"),
      ),
    ).toBe(
      "<ul><li>a</li></ul><p class=MsoNormal>after</p><ul><li>b</li></ul>",
    );
  });

  it("leaves a list-styled paragraph without a typed marker as a paragraph", () => {
    const continuation =
      "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'>More about a</p>";
    expect(convertWordLists(continuation)).toBe(continuation);
  });
});

describe("decodeEntities", () => {
  it("decodes the references used to disguise a scheme", () => {
    expect(decodeEntities("jav&#x61;script&colon;x")).toBe("javascript:x");
    expect(decodeEntities("&#106;avascript:x")).toBe("javascript:x");
    expect(decodeEntities("a&amp;b&unknown;")).toBe("a&b&unknown;");
  });
});
